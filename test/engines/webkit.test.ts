/** The cross-engine suite in WebKitGTK's MiniBrowser (test/engines/lib/suite.ts says what it checks). */
import { defineEngineSuite } from './lib/suite.js';

defineEngineSuite('webkit');

/** The cross-engine suite in Firefox ESR (test/engines/lib/suite.ts says what it checks). */
import { defineEngineSuite } from './lib/suite.js';

defineEngineSuite('firefox');

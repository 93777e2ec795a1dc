// @ts-check
/**
 * The enquiry form's urls (docs/requirements.md#other-links; docs/deploy.md#where-enquiries-go), defined once for the build
 * (site data, the enquiry form's actions, "Full specifications on request" links) and the local
 * enquiry receiver (scripts/lib/enquiry-receiver.js). The pages themselves are pages/contact/.
 */

/** The contact page, where the enquiry form is; its prefill query is `?topic=<topic>&product=<slug>`. */
export const CONTACT_URL = '/contact/';

/** The thank-you page a sent enquiry lands on. */
export const THANKS_URL = '/contact/thanks/';

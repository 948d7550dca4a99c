/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Refund_Request_HeadingInputs */

const en_email_refund_request_heading = /** @type {(inputs: Email_Refund_Request_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund request received`)
};

const fr_email_refund_request_heading = /** @type {(inputs: Email_Refund_Request_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de remboursement reçue`)
};

/**
* | output |
* | --- |
* | "Refund request received" |
*
* @param {Email_Refund_Request_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_request_heading = /** @type {((inputs?: Email_Refund_Request_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Request_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_request_heading(inputs)
	return en_email_refund_request_heading(inputs)
});
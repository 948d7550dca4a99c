/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Request_New_LinkInputs */

const en_auth_request_new_link = /** @type {(inputs: Auth_Request_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a new link`)
};

const fr_auth_request_new_link = /** @type {(inputs: Auth_Request_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander un nouveau lien`)
};

/**
* | output |
* | --- |
* | "Request a new link" |
*
* @param {Auth_Request_New_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_request_new_link = /** @type {((inputs?: Auth_Request_New_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Request_New_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_request_new_link(inputs)
	return en_auth_request_new_link(inputs)
});
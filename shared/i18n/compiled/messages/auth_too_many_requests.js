/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Auth_Too_Many_RequestsInputs */

const en_auth_too_many_requests = /** @type {(inputs: Auth_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many requests. Please try again in ${i?.seconds} seconds.`)
};

const fr_auth_too_many_requests = /** @type {(inputs: Auth_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trop de demandes. Veuillez réessayer dans ${i?.seconds} secondes.`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please try again in {seconds} seconds." |
*
* @param {Auth_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many_requests = /** @type {((inputs: Auth_Too_Many_RequestsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Too_Many_RequestsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_too_many_requests(inputs)
	return en_auth_too_many_requests(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Unknown_FormInputs */

const en_auth_unknown_form = /** @type {(inputs: Auth_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown form`)
};

const fr_auth_unknown_form = /** @type {(inputs: Auth_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulaire inconnu`)
};

/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Auth_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_unknown_form = /** @type {((inputs?: Auth_Unknown_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Unknown_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_unknown_form(inputs)
	return en_auth_unknown_form(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Last_Name_RequiredInputs */

const en_auth_last_name_required = /** @type {(inputs: Auth_Last_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name is required`)
};

const fr_auth_last_name_required = /** @type {(inputs: Auth_Last_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom est obligatoire`)
};

/**
* | output |
* | --- |
* | "Last name is required" |
*
* @param {Auth_Last_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_last_name_required = /** @type {((inputs?: Auth_Last_Name_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Last_Name_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_last_name_required(inputs)
	return en_auth_last_name_required(inputs)
});
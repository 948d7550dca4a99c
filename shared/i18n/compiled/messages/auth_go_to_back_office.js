/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Go_To_Back_OfficeInputs */

const en_auth_go_to_back_office = /** @type {(inputs: Auth_Go_To_Back_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the back-office`)
};

const fr_auth_go_to_back_office = /** @type {(inputs: Auth_Go_To_Back_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à l'administration`)
};

/**
* | output |
* | --- |
* | "Go to the back-office" |
*
* @param {Auth_Go_To_Back_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_back_office = /** @type {((inputs?: Auth_Go_To_Back_OfficeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Go_To_Back_OfficeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_go_to_back_office(inputs)
	return en_auth_go_to_back_office(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Next_Start_InvalidInputs */

const en_admin_workshop_next_start_invalid = /** @type {(inputs: Admin_Workshop_Next_Start_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The next date is not valid`)
};

const fr_admin_workshop_next_start_invalid = /** @type {(inputs: Admin_Workshop_Next_Start_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La prochaine date n'est pas valide`)
};

/**
* | output |
* | --- |
* | "The next date is not valid" |
*
* @param {Admin_Workshop_Next_Start_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_next_start_invalid = /** @type {((inputs?: Admin_Workshop_Next_Start_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Next_Start_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_next_start_invalid(inputs)
	return en_admin_workshop_next_start_invalid(inputs)
});
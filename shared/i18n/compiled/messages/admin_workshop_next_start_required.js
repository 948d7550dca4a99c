/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Next_Start_RequiredInputs */

const en_admin_workshop_next_start_required = /** @type {(inputs: Admin_Workshop_Next_Start_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The next date is required`)
};

const fr_admin_workshop_next_start_required = /** @type {(inputs: Admin_Workshop_Next_Start_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La prochaine date est requise`)
};

/**
* | output |
* | --- |
* | "The next date is required" |
*
* @param {Admin_Workshop_Next_Start_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_next_start_required = /** @type {((inputs?: Admin_Workshop_Next_Start_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Next_Start_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_next_start_required(inputs)
	return en_admin_workshop_next_start_required(inputs)
});
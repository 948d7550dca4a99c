/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Hint_DurationInputs */

const en_admin_workshop_hint_duration = /** @type {(inputs: Admin_Workshop_Hint_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example “4 weeks”`)
};

const fr_admin_workshop_hint_duration = /** @type {(inputs: Admin_Workshop_Hint_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple « 4 weeks »`)
};

/**
* | output |
* | --- |
* | "For example “4 weeks”" |
*
* @param {Admin_Workshop_Hint_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_hint_duration = /** @type {((inputs?: Admin_Workshop_Hint_DurationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Hint_DurationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_hint_duration(inputs)
	return en_admin_workshop_hint_duration(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Title_RequiredInputs */

const en_admin_workshop_title_required = /** @type {(inputs: Admin_Workshop_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The title is required`)
};

const fr_admin_workshop_title_required = /** @type {(inputs: Admin_Workshop_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre est requis`)
};

/**
* | output |
* | --- |
* | "The title is required" |
*
* @param {Admin_Workshop_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_title_required = /** @type {((inputs?: Admin_Workshop_Title_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Title_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_title_required(inputs)
	return en_admin_workshop_title_required(inputs)
});
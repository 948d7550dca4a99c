/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Admin_Content_Updated_AtInputs */

const en_admin_content_updated_at = /** @type {(inputs: Admin_Content_Updated_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updated on ${i?.when}`)
};

const fr_admin_content_updated_at = /** @type {(inputs: Admin_Content_Updated_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mis à jour le ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Updated on {when}" |
*
* @param {Admin_Content_Updated_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_updated_at = /** @type {((inputs: Admin_Content_Updated_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Updated_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_updated_at(inputs)
	return en_admin_content_updated_at(inputs)
});
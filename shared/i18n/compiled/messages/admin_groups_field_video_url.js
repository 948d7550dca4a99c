/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Field_Video_UrlInputs */

const en_admin_groups_field_video_url = /** @type {(inputs: Admin_Groups_Field_Video_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video link (https, optional)`)
};

const fr_admin_groups_field_video_url = /** @type {(inputs: Admin_Groups_Field_Video_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de la visio (https, facultatif)`)
};

/**
* | output |
* | --- |
* | "Video link (https, optional)" |
*
* @param {Admin_Groups_Field_Video_UrlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_video_url = /** @type {((inputs?: Admin_Groups_Field_Video_UrlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Field_Video_UrlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_field_video_url(inputs)
	return en_admin_groups_field_video_url(inputs)
});
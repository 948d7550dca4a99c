/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_Video_UrlInputs */

const en_admin_group_video_url = /** @type {(inputs: Admin_Group_Video_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video link must be a full https:// address.`)
};

const fr_admin_group_video_url = /** @type {(inputs: Admin_Group_Video_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de la visio doit être une adresse https:// complète.`)
};

/**
* | output |
* | --- |
* | "The video link must be a full https:// address." |
*
* @param {Admin_Group_Video_UrlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_video_url = /** @type {((inputs?: Admin_Group_Video_UrlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Video_UrlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_video_url(inputs)
	return en_admin_group_video_url(inputs)
});
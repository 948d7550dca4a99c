/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_Title_Too_LongInputs */

const en_admin_content_title_too_long = /** @type {(inputs: Admin_Content_Title_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The title is too long`)
};

const fr_admin_content_title_too_long = /** @type {(inputs: Admin_Content_Title_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre est trop long`)
};

/**
* | output |
* | --- |
* | "The title is too long" |
*
* @param {Admin_Content_Title_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_title_too_long = /** @type {((inputs?: Admin_Content_Title_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Title_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_title_too_long(inputs)
	return en_admin_content_title_too_long(inputs)
});
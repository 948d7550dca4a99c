/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Icon_SparklesInputs */

const en_admin_workshop_icon_sparkles = /** @type {(inputs: Admin_Workshop_Icon_SparklesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sparkles`)
};

const fr_admin_workshop_icon_sparkles = /** @type {(inputs: Admin_Workshop_Icon_SparklesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étincelles`)
};

/**
* | output |
* | --- |
* | "Sparkles" |
*
* @param {Admin_Workshop_Icon_SparklesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_sparkles = /** @type {((inputs?: Admin_Workshop_Icon_SparklesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Icon_SparklesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_icon_sparkles(inputs)
	return en_admin_workshop_icon_sparkles(inputs)
});
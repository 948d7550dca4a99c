/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Icon_HeartInputs */

const en_admin_workshop_icon_heart = /** @type {(inputs: Admin_Workshop_Icon_HeartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heart`)
};

const fr_admin_workshop_icon_heart = /** @type {(inputs: Admin_Workshop_Icon_HeartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cœur`)
};

/**
* | output |
* | --- |
* | "Heart" |
*
* @param {Admin_Workshop_Icon_HeartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_heart = /** @type {((inputs?: Admin_Workshop_Icon_HeartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Icon_HeartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_icon_heart(inputs)
	return en_admin_workshop_icon_heart(inputs)
});
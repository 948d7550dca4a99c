/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Icon_BrainInputs */

const en_admin_workshop_icon_brain = /** @type {(inputs: Admin_Workshop_Icon_BrainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brain`)
};

const fr_admin_workshop_icon_brain = /** @type {(inputs: Admin_Workshop_Icon_BrainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerveau`)
};

/**
* | output |
* | --- |
* | "Brain" |
*
* @param {Admin_Workshop_Icon_BrainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_brain = /** @type {((inputs?: Admin_Workshop_Icon_BrainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Icon_BrainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_icon_brain(inputs)
	return en_admin_workshop_icon_brain(inputs)
});
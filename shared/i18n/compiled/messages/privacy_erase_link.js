/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Erase_LinkInputs */

const en_privacy_erase_link = /** @type {(inputs: Privacy_Erase_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for your booking links again`)
};

const fr_privacy_erase_link = /** @type {(inputs: Privacy_Erase_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redemandez vos liens de réservation`)
};

/**
* | output |
* | --- |
* | "Ask for your booking links again" |
*
* @param {Privacy_Erase_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_erase_link = /** @type {((inputs?: Privacy_Erase_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Erase_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_erase_link(inputs)
	return en_privacy_erase_link(inputs)
});
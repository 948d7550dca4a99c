/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_Keep_TeenInputs */

const en_privacy_keep_teen = /** @type {(inputs: Privacy_Keep_TeenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: erased 90 days after the group's last session, or 90 days after a cancellation.`)
};

const fr_privacy_keep_teen = /** @type {(inputs: Privacy_Keep_TeenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : effacés 90 jours après la dernière séance du groupe, ou 90 jours après une annulation.`)
};

/**
* | output |
* | --- |
* | "{label}: erased 90 days after the group's last session, or 90 days after a cancellation." |
*
* @param {Privacy_Keep_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_teen = /** @type {((inputs: Privacy_Keep_TeenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_TeenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_teen(inputs)
	return en_privacy_keep_teen(inputs)
});
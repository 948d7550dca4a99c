/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_Keep_UnconfirmedInputs */

const en_privacy_keep_unconfirmed = /** @type {(inputs: Privacy_Keep_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: deleted after 30 days.`)
};

const fr_privacy_keep_unconfirmed = /** @type {(inputs: Privacy_Keep_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : supprimée au bout de 30 jours.`)
};

/**
* | output |
* | --- |
* | "{label}: deleted after 30 days." |
*
* @param {Privacy_Keep_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_unconfirmed = /** @type {((inputs: Privacy_Keep_UnconfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_UnconfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_unconfirmed(inputs)
	return en_privacy_keep_unconfirmed(inputs)
});
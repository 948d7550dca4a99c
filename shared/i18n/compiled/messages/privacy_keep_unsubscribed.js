/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_Keep_UnsubscribedInputs */

const en_privacy_keep_unsubscribed = /** @type {(inputs: Privacy_Keep_UnsubscribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: deleted after 3 years.`)
};

const fr_privacy_keep_unsubscribed = /** @type {(inputs: Privacy_Keep_UnsubscribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : supprimée au bout de 3 ans.`)
};

/**
* | output |
* | --- |
* | "{label}: deleted after 3 years." |
*
* @param {Privacy_Keep_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_unsubscribed = /** @type {((inputs: Privacy_Keep_UnsubscribedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_UnsubscribedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_unsubscribed(inputs)
	return en_privacy_keep_unsubscribed(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_What_Payment_LabelInputs */

const en_privacy_what_payment_label = /** @type {(inputs: Privacy_What_Payment_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const fr_privacy_what_payment_label = /** @type {(inputs: Privacy_What_Payment_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Privacy_What_Payment_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_payment_label = /** @type {((inputs?: Privacy_What_Payment_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_Payment_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_payment_label(inputs)
	return en_privacy_what_payment_label(inputs)
});
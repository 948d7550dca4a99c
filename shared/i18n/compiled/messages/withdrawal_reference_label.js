/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Reference_LabelInputs */

const en_withdrawal_reference_label = /** @type {(inputs: Withdrawal_Reference_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking reference (TW-123456)`)
};

const fr_withdrawal_reference_label = /** @type {(inputs: Withdrawal_Reference_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence de la réservation (TW-123456)`)
};

/**
* | output |
* | --- |
* | "Booking reference (TW-123456)" |
*
* @param {Withdrawal_Reference_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_reference_label = /** @type {((inputs?: Withdrawal_Reference_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Reference_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_reference_label(inputs)
	return en_withdrawal_reference_label(inputs)
});
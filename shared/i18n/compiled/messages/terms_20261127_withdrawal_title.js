/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Terms_20261127_Withdrawal_TitleInputs */

const en_terms_20261127_withdrawal_title = /** @type {(inputs: Terms_20261127_Withdrawal_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.days}-day withdrawal right and our refunds`)
};

const fr_terms_20261127_withdrawal_title = /** @type {(inputs: Terms_20261127_Withdrawal_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre droit de rétractation de ${i?.days} jours et nos remboursements`)
};

/**
* | output |
* | --- |
* | "Your {days}-day withdrawal right and our refunds" |
*
* @param {Terms_20261127_Withdrawal_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdrawal_title = /** @type {((inputs: Terms_20261127_Withdrawal_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Withdrawal_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_withdrawal_title(inputs)
	return en_terms_20261127_withdrawal_title(inputs)
});
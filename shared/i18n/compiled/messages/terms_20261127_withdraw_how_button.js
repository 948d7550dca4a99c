/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ button: NonNullable<unknown> }} Terms_20261127_Withdraw_How_ButtonInputs */

const en_terms_20261127_withdraw_how_button = /** @type {(inputs: Terms_20261127_Withdraw_How_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the "${i?.button}" button on your booking page (its link is in every e-mail about your booking);`)
};

const fr_terms_20261127_withdraw_how_button = /** @type {(inputs: Terms_20261127_Withdraw_How_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le bouton « ${i?.button} » de votre page de réservation (son lien figure dans chaque e-mail sur votre réservation) ;`)
};

/**
* | output |
* | --- |
* | "the \"{button}\" button on your booking page (its link is in every e-mail about your booking);" |
*
* @param {Terms_20261127_Withdraw_How_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_button = /** @type {((inputs: Terms_20261127_Withdraw_How_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Withdraw_How_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_withdraw_how_button(inputs)
	return en_terms_20261127_withdraw_how_button(inputs)
});
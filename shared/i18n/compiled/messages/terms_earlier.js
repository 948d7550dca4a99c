/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, link: NonNullable<unknown> }} Terms_EarlierInputs */

const en_terms_earlier = /** @type {(inputs: Terms_EarlierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This earlier version applied to the bookings made from ${i?.from} to ${i?.to}. The terms in force today are ${i?.link}.`)
};

const fr_terms_earlier = /** @type {(inputs: Terms_EarlierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette version antérieure s'appliquait aux réservations faites du ${i?.from} au ${i?.to}. Les conditions en vigueur aujourd'hui sont ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "This earlier version applied to the bookings made from {from} to {to}. The terms in force today are {link}." |
*
* @param {Terms_EarlierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_earlier = /** @type {((inputs: Terms_EarlierInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_EarlierInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_earlier(inputs)
	return en_terms_earlier(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offer_Refused_HeadingInputs */

const en_offer_refused_heading = /** @type {(inputs: Offer_Refused_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This waiting-list offer cannot be used`)
};

const fr_offer_refused_heading = /** @type {(inputs: Offer_Refused_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre de la liste d'attente ne peut pas être utilisée`)
};

/**
* | output |
* | --- |
* | "This waiting-list offer cannot be used" |
*
* @param {Offer_Refused_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_refused_heading = /** @type {((inputs?: Offer_Refused_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offer_Refused_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_offer_refused_heading(inputs)
	return en_offer_refused_heading(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offer_Other_WorkshopInputs */

const en_offer_other_workshop = /** @type {(inputs: Offer_Other_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This offer is for another workshop. Please open the link from your e-mail.`)
};

const fr_offer_other_workshop = /** @type {(inputs: Offer_Other_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre concerne un autre atelier. Ouvrez le lien de votre e-mail.`)
};

/**
* | output |
* | --- |
* | "This offer is for another workshop. Please open the link from your e-mail." |
*
* @param {Offer_Other_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_other_workshop = /** @type {((inputs?: Offer_Other_WorkshopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offer_Other_WorkshopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_offer_other_workshop(inputs)
	return en_offer_other_workshop(inputs)
});
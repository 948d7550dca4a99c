/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lost_Link_Meta_DescriptionInputs */

const en_lost_link_meta_description = /** @type {(inputs: Lost_Link_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost the link to your booking? Ask for it again with the e-mail address you booked with.`)
};

const fr_lost_link_meta_description = /** @type {(inputs: Lost_Link_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez perdu le lien de votre réservation ? Redemandez-le avec l'adresse e-mail utilisée pour réserver.`)
};

/**
* | output |
* | --- |
* | "Lost the link to your booking? Ask for it again with the e-mail address you booked with." |
*
* @param {Lost_Link_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lost_link_meta_description = /** @type {((inputs?: Lost_Link_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lost_Link_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lost_link_meta_description(inputs)
	return en_lost_link_meta_description(inputs)
});
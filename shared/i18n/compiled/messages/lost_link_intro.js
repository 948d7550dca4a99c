/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lost_Link_IntroInputs */

const en_lost_link_intro = /** @type {(inputs: Lost_Link_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each booking has its own page, linked from every e-mail we send about it. Lost the link? Enter the e-mail address you booked with and we will send you the links to your bookings.`)
};

const fr_lost_link_intro = /** @type {(inputs: Lost_Link_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque réservation a sa propre page, accessible depuis chaque e-mail que nous envoyons à son sujet. Vous avez perdu le lien ? Saisissez l'adresse e-mail utilisée pour réserver et nous vous enverrons les liens de vos réservations.`)
};

/**
* | output |
* | --- |
* | "Each booking has its own page, linked from every e-mail we send about it. Lost the link? Enter the e-mail address you booked with and we will send you the li..." |
*
* @param {Lost_Link_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lost_link_intro = /** @type {((inputs?: Lost_Link_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lost_Link_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lost_link_intro(inputs)
	return en_lost_link_intro(inputs)
});
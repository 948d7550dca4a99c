/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_LegendInputs */

const en_booking_page_switch_legend = /** @type {(inputs: Booking_Page_Switch_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another time suits your family better? Move to another group of this workshop while it has a free seat. We e-mail you the new dates and calendar file.`)
};

const fr_booking_page_switch_legend = /** @type {(inputs: Booking_Page_Switch_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un autre horaire convient mieux à votre famille ? Passez dans un autre groupe de cet atelier tant qu'il reste une place. Nous vous envoyons par e-mail les nouvelles dates et le fichier de calendrier.`)
};

/**
* | output |
* | --- |
* | "Another time suits your family better? Move to another group of this workshop while it has a free seat. We e-mail you the new dates and calendar file." |
*
* @param {Booking_Page_Switch_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_legend = /** @type {((inputs?: Booking_Page_Switch_LegendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_LegendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_legend(inputs)
	return en_booking_page_switch_legend(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_Other_WorkshopInputs */

const en_booking_page_switch_other_workshop = /** @type {(inputs: Booking_Page_Switch_Other_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group is not a group of your workshop. Nothing was changed.`)
};

const fr_booking_page_switch_other_workshop = /** @type {(inputs: Booking_Page_Switch_Other_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe n'appartient pas à votre atelier. Rien n'a été modifié.`)
};

/**
* | output |
* | --- |
* | "This group is not a group of your workshop. Nothing was changed." |
*
* @param {Booking_Page_Switch_Other_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_other_workshop = /** @type {((inputs?: Booking_Page_Switch_Other_WorkshopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_Other_WorkshopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_other_workshop(inputs)
	return en_booking_page_switch_other_workshop(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_Own_PageInputs */

const en_booking_confirmed_own_page = /** @type {(inputs: Booking_Confirmed_Own_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking has its own page, linked from every e-mail: see your dates, change group or download your data there. Lost the link?`)
};

const fr_booking_confirmed_own_page = /** @type {(inputs: Booking_Confirmed_Own_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation a sa propre page, accessible depuis chaque e-mail : vous y retrouvez vos dates, pouvez changer de groupe ou télécharger vos données. Vous avez perdu le lien ?`)
};

/**
* | output |
* | --- |
* | "Your booking has its own page, linked from every e-mail: see your dates, change group or download your data there. Lost the link?" |
*
* @param {Booking_Confirmed_Own_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_own_page = /** @type {((inputs?: Booking_Confirmed_Own_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_Own_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_own_page(inputs)
	return en_booking_confirmed_own_page(inputs)
});
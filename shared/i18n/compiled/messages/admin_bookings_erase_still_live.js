/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Erase_Still_LiveInputs */

const en_admin_bookings_erase_still_live = /** @type {(inputs: Admin_Bookings_Erase_Still_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot erase the teen's details: the booking is still live and the coaches need the teen's name during the sessions. Cancel the booking first.`)
};

const fr_admin_bookings_erase_still_live = /** @type {(inputs: Admin_Bookings_Erase_Still_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'effacer les données de l'adolescent : la réservation est toujours active et les coachs ont besoin de son nom pendant les séances. Annulez d'abord la réservation.`)
};

/**
* | output |
* | --- |
* | "Cannot erase the teen's details: the booking is still live and the coaches need the teen's name during the sessions. Cancel the booking first." |
*
* @param {Admin_Bookings_Erase_Still_LiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_still_live = /** @type {((inputs?: Admin_Bookings_Erase_Still_LiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Erase_Still_LiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_erase_still_live(inputs)
	return en_admin_bookings_erase_still_live(inputs)
});
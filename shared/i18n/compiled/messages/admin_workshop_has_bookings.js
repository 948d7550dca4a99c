/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Has_BookingsInputs */

const en_admin_workshop_has_bookings = /** @type {(inputs: Admin_Workshop_Has_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The workshop cannot be deleted: it has bookings. Deactivate it instead (untick “Active”).`)
};

const fr_admin_workshop_has_bookings = /** @type {(inputs: Admin_Workshop_Has_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l'atelier : il a des réservations. Désactivez-le plutôt (décochez « Actif »).`)
};

/**
* | output |
* | --- |
* | "The workshop cannot be deleted: it has bookings. Deactivate it instead (untick “Active”)." |
*
* @param {Admin_Workshop_Has_BookingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_has_bookings = /** @type {((inputs?: Admin_Workshop_Has_BookingsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Has_BookingsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_has_bookings(inputs)
	return en_admin_workshop_has_bookings(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Entity_BookingsInputs */

const en_admin_audit_entity_bookings = /** @type {(inputs: Admin_Audit_Entity_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

const fr_admin_audit_entity_bookings = /** @type {(inputs: Admin_Audit_Entity_BookingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservations`)
};

/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Admin_Audit_Entity_BookingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_bookings = /** @type {((inputs?: Admin_Audit_Entity_BookingsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Entity_BookingsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_entity_bookings(inputs)
	return en_admin_audit_entity_bookings(inputs)
});
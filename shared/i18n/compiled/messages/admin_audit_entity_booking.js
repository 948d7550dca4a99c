/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Entity_BookingInputs */

const en_admin_audit_entity_booking = /** @type {(inputs: Admin_Audit_Entity_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking`)
};

const fr_admin_audit_entity_booking = /** @type {(inputs: Admin_Audit_Entity_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation`)
};

/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Admin_Audit_Entity_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entity_booking = /** @type {((inputs?: Admin_Audit_Entity_BookingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Entity_BookingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_audit_entity_booking(inputs)
	return en_admin_audit_entity_booking(inputs)
});
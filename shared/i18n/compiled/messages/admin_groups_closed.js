/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_ClosedInputs */

const en_admin_groups_closed = /** @type {(inputs: Admin_Groups_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group closed to new bookings.`)
};

const fr_admin_groups_closed = /** @type {(inputs: Admin_Groups_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe fermé aux nouvelles réservations.`)
};

/**
* | output |
* | --- |
* | "Group closed to new bookings." |
*
* @param {Admin_Groups_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_closed = /** @type {((inputs?: Admin_Groups_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_closed(inputs)
	return en_admin_groups_closed(inputs)
});
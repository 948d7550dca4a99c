/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Status_ClosedInputs */

const en_admin_groups_status_closed = /** @type {(inputs: Admin_Groups_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

const fr_admin_groups_status_closed = /** @type {(inputs: Admin_Groups_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermé`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Admin_Groups_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_status_closed = /** @type {((inputs?: Admin_Groups_Status_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Status_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_status_closed(inputs)
	return en_admin_groups_status_closed(inputs)
});
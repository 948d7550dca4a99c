/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Col_ReceivedInputs */

const en_admin_groups_col_received = /** @type {(inputs: Admin_Groups_Col_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received on`)
};

const fr_admin_groups_col_received = /** @type {(inputs: Admin_Groups_Col_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçue le`)
};

/**
* | output |
* | --- |
* | "Received on" |
*
* @param {Admin_Groups_Col_ReceivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_received = /** @type {((inputs?: Admin_Groups_Col_ReceivedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Col_ReceivedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_col_received(inputs)
	return en_admin_groups_col_received(inputs)
});
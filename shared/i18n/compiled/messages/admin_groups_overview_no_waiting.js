/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Overview_No_WaitingInputs */

const en_admin_groups_overview_no_waiting = /** @type {(inputs: Admin_Groups_Overview_No_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No families waiting.`)
};

const fr_admin_groups_overview_no_waiting = /** @type {(inputs: Admin_Groups_Overview_No_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune famille en attente.`)
};

/**
* | output |
* | --- |
* | "No families waiting." |
*
* @param {Admin_Groups_Overview_No_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_overview_no_waiting = /** @type {((inputs?: Admin_Groups_Overview_No_WaitingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Overview_No_WaitingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_overview_no_waiting(inputs)
	return en_admin_groups_overview_no_waiting(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teenName: NonNullable<unknown>, workshopTitle: NonNullable<unknown> }} Email_Group_Assigned_ChangedInputs */

const en_email_group_assigned_changed = /** @type {(inputs: Email_Group_Assigned_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teenName}'s group for ${i?.workshopTitle} is set. Here are its sessions:`)
};

const fr_email_group_assigned_changed = /** @type {(inputs: Email_Group_Assigned_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le groupe de ${i?.teenName} pour ${i?.workshopTitle} est fixé. Voici ses séances :`)
};

/**
* | output |
* | --- |
* | "{teenName}'s group for {workshopTitle} is set. Here are its sessions:" |
*
* @param {Email_Group_Assigned_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_assigned_changed = /** @type {((inputs: Email_Group_Assigned_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_Assigned_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_assigned_changed(inputs)
	return en_email_group_assigned_changed(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teenName: NonNullable<unknown>, workshopTitle: NonNullable<unknown> }} Email_Group_Change_ChangedInputs */

const en_email_group_change_changed = /** @type {(inputs: Email_Group_Change_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The academy has updated ${i?.teenName}'s group for ${i?.workshopTitle}. Here are its sessions now:`)
};

const fr_email_group_change_changed = /** @type {(inputs: Email_Group_Change_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'académie a modifié le groupe de ${i?.teenName} pour ${i?.workshopTitle}. Voici désormais ses séances :`)
};

/**
* | output |
* | --- |
* | "The academy has updated {teenName}'s group for {workshopTitle}. Here are its sessions now:" |
*
* @param {Email_Group_Change_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_change_changed = /** @type {((inputs: Email_Group_Change_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_Change_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_change_changed(inputs)
	return en_email_group_change_changed(inputs)
});
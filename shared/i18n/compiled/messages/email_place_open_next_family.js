/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Place_Open_Next_FamilyInputs */

const en_email_place_open_next_family = /** @type {(inputs: Email_Place_Open_Next_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it is not booked by then, the place goes to the next family on the waiting list. If you no longer need it, you can simply ignore this e-mail.`)
};

const fr_email_place_open_next_family = /** @type {(inputs: Email_Place_Open_Next_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans réservation d'ici là, la place passe à la famille suivante sur la liste d'attente. Si vous n'en avez plus besoin, ignorez simplement cet e-mail.`)
};

/**
* | output |
* | --- |
* | "If it is not booked by then, the place goes to the next family on the waiting list. If you no longer need it, you can simply ignore this e-mail." |
*
* @param {Email_Place_Open_Next_FamilyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_next_family = /** @type {((inputs?: Email_Place_Open_Next_FamilyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Place_Open_Next_FamilyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_place_open_next_family(inputs)
	return en_email_place_open_next_family(inputs)
});
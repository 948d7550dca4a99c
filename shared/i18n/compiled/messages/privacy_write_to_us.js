/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Privacy_Write_To_UsInputs */

const en_privacy_write_to_us = /** @type {(inputs: Privacy_Write_To_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can also write to us at ${i?.email} from the e-mail address you booked with.`)
};

const fr_privacy_write_to_us = /** @type {(inputs: Privacy_Write_To_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez aussi nous écrire à ${i?.email} depuis l'adresse e-mail utilisée pour la réservation.`)
};

/**
* | output |
* | --- |
* | "You can also write to us at {email} from the e-mail address you booked with." |
*
* @param {Privacy_Write_To_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_write_to_us = /** @type {((inputs: Privacy_Write_To_UsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Write_To_UsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_write_to_us(inputs)
	return en_privacy_write_to_us(inputs)
});
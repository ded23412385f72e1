/** Where the e2e server's operator lets a visitor who asked for a demo book a time (PUBLIC_BOOKING_URL). */
export const BOOKING_URL = "https://cal.example.com/kairon/demo";

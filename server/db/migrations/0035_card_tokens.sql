-- A card payment keeps the card processor's single-use token (sealed) until its posting charges it; never a card.
ALTER TABLE "loan_payments" ADD COLUMN "card_token_sealed" text;

